/** The last 30 days of messages and orders as a line chart (chart.js); loaded only when the dashboard shows it. */
import { CategoryScale, Chart, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import type { DailyActivity } from '@vitrin/shared-libs/types/staff';
import { adminText } from '../../../i18n/adminTexts';

Chart.register(CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Legend);

export default function ActivityChart({ daily }: { daily: DailyActivity[] }) {
  const labels = daily.map((entry) => {
    const [, month, day] = entry.day.split('-');
    return `${Number(day)}.${Number(month)}`;
  });
  const messages = daily.reduce((sum, entry) => sum + entry.messages, 0);
  const orders = daily.reduce((sum, entry) => sum + entry.orders, 0);
  return (
    <Line
      role="img"
      aria-label={adminText('dashboard.chartSummary', { messages, orders })}
      data={{
        labels,
        datasets: [
          {
            label: adminText('dashboard.messages'),
            data: daily.map((entry) => entry.messages),
            borderColor: '#0d6efd',
            backgroundColor: '#0d6efd',
          },
          {
            label: adminText('dashboard.orders'),
            data: daily.map((entry) => entry.orders),
            borderColor: '#d63384',
            backgroundColor: '#d63384',
          },
        ],
      }}
      options={{ responsive: true, maintainAspectRatio: false, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }}
    />
  );
}
